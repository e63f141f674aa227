import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { ArticlePageData } from "./community-view.ts";
import { SocialProfileLinks } from "./social-profile-links.tsx";

export interface AuthorBioBoxProps {
  author: ArticlePageData["author"];
}

export function AuthorBioBox({ author }: AuthorBioBoxProps) {
  return (
    <section className="card author-box" aria-labelledby="author-box-title">
      <Portrait src={author.image} width={96} height={96} className="author-box__photo" />
      <div>
        <h2 id="author-box-title" className="author-box__title">
          About the author: <a href={`/contributor/${author.id}`}>{author.name}</a>
        </h2>
        <p>{author.bio}</p>
        <SocialProfileLinks {...author} />
      </div>
    </section>
  );
}
