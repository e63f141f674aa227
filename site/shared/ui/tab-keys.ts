/**
 * The WAI-ARIA tabs keys with wrapping: the arrows move to the next or previous item, Home and End
 * to the ends. Returns undefined for any other key. Shared by the React tab list and the page
 * script's tabs, so both move alike.
 */
export function itemAfterKey<Item>(
  items: readonly Item[],
  current: Item,
  key: string,
): Item | undefined {
  const index = items.indexOf(current);
  const last = items.length - 1;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return items[index === last ? 0 : index + 1];
    case "ArrowLeft":
    case "ArrowUp":
      return items[index <= 0 ? last : index - 1];
    case "Home":
      return items[0];
    case "End":
      return items[last];
    default:
      return undefined;
  }
}
