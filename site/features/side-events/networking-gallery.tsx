import type { GalleryItem } from "#content/schema/organisation.ts";
import { ResponsiveImage } from "#site/shared/ui/responsive-image.tsx";
import "./side-events.css";

export interface NetworkingGalleryProps {
  items: readonly GalleryItem[];
}

export function NetworkingGallery({ items }: NetworkingGalleryProps) {
  return (
    <section className="section" aria-labelledby="gallery-title">
      <h2 id="gallery-title">NETWORKING GALLERY</h2>
      <ul className="gallery">
        {items.map((item) => (
          <li key={item.image}>
            <figure className="gallery__item">
              <ResponsiveImage
                src={item.image}
                alt={item.alt}
                width={640}
                height={400}
                sizes="(max-width: 40rem) 100vw, 24rem"
              />
              <figcaption>{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
