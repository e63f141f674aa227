export const usageSteps: readonly { title: string; text: string }[] = [
  {
    title: "Download",
    text: "Download the graphics you need one by one, or a whole tab at once as a zip file.",
  },
  {
    title: "Maintain Aspect Ratio",
    text: "Do not distort the graphics when resizing: scale width and height together.",
  },
  {
    title: "Preserve Colors",
    text: "Do not alter the logo colors, or recolour any part of the graphics.",
  },
  {
    title: "Share",
    text: "Use them on your website, on social media and in your promotional materials.",
  },
];

/** "HOW TO USE THESE GRAPHICS": the four steps. */
export function UsageGuide() {
  return (
    <section className="card graphics-usage" aria-labelledby="graphics-usage-title">
      <h2 id="graphics-usage-title">HOW TO USE THESE GRAPHICS</h2>
      <ol className="graphics-usage__steps">
        {usageSteps.map((step) => (
          <li key={step.title}>
            <h3 className="graphics-usage__step-title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
