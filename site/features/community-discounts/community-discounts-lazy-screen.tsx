import { lazyScreen } from "#site/shared/lazy-screen/lazy-screen.tsx";
import type { CommunityDiscountsProps } from "./community-discounts.tsx";

export const loadingMessage = "Loading the discount codes...";
export const loadFailedMessage =
  "The discount codes could not be loaded. Check your connection and reload the page.";

export type CommunityDiscountsLazyScreenProps = CommunityDiscountsProps;

/** The discounts page, with a loading line while its code arrives and a message if it cannot. */
export const CommunityDiscountsLazyScreen = lazyScreen<CommunityDiscountsLazyScreenProps>(
  () => import("./community-discounts.tsx").then((module) => module.CommunityDiscounts),
  { loadingMessage, loadFailedMessage, name: "community discounts page" },
);
