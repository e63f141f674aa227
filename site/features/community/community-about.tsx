import "./community.css";

export interface CommunityAboutProps {
  heading: string;
  paragraphs: readonly string[];
}

export function CommunityAbout({ heading, paragraphs }: CommunityAboutProps) {
  return (
    <section className="section section--tinted" aria-labelledby="journal-about-title">
      <div className="container journal-about">
        <h2 id="journal-about-title">{heading}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
