import type { Person, WithContext } from "schema-dts";
import type { Speaker } from "#content/schema/speaker.ts";

export function speakerPerson(speaker: Speaker, siteUrl: string): WithContext<Person> {
  const sameAs = [
    speaker.linkedin,
    speaker.website,
    speaker.twitter && `https://x.com/${speaker.twitter}`,
    speaker.instagram && `https://www.instagram.com/${speaker.instagram}`,
  ].filter((link): link is string => Boolean(link));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: speaker.name,
    jobTitle: speaker.title,
    worksFor: { "@type": "Organization", name: speaker.organization },
    description: speaker.bio,
    image: `${siteUrl}${speaker.image}`,
    url: `${siteUrl}/speakers/${speaker.id}`,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
