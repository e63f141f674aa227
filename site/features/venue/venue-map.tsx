import "./venue.css";
export interface VenueMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** Height of the embedded map (docs/product/specification.md §9). */
export const mapHeight = 450;

/**
 * An OpenStreetMap embed: no tracking, and loaded only once it scrolls into view, as the one request
 * that leaves the site's origin (docs/decisions/012): the page script gives the frame its address
 * (site/page-script/lazy-frames.ts). Without JavaScript the box stays empty and the links below it
 * lead to the map.
 */
export function VenueMap({ name, latitude, longitude }: VenueMapProps) {
  const span = 0.006;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2]
    .map((value) => value.toFixed(5))
    .join(",");
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
  const mapAppLink = `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(name)})`;
  const webLink = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <figure className="venue-map">
      <iframe
        title={`Map showing ${name}`}
        data-src={embed}
        width="100%"
        height={mapHeight}
        loading="lazy"
        referrerPolicy="no-referrer"
        style={{ height: mapHeight }}
      />
      <figcaption>
        <a href={mapAppLink}>Open in a map app</a> · <a href={webLink}>View on OpenStreetMap</a>
      </figcaption>
    </figure>
  );
}
