import type { DiscountEntry, Discounts } from "#content/schema/private.ts";

export interface TemplateValues {
  organization: string;
  code: string;
  url: string;
  type: string;
  percentOff: string;
  seats: string;
}

const placeholder = /\{(organization|code|url|type|percentOff|seats)\}/g;

/**
 * Replaces {organization} {code} {url} {type} {percentOff} {seats} in the template. Values are
 * inserted as they are (a `$` in a value is just a `$`); any other text in braces is left alone.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(placeholder, (_match, name: keyof TemplateValues) => values[name]);
}

/** The message for one organisation, from the discounts data. */
export function messageFor(
  discounts: Pick<Discounts, "messageTemplate" | "percentOff" | "seatsPerOrganisation">,
  entry: DiscountEntry,
): string {
  return fillTemplate(discounts.messageTemplate, {
    organization: entry.organization,
    code: entry.code,
    url: entry.url,
    type: entry.type,
    percentOff: String(discounts.percentOff),
    seats: String(discounts.seatsPerOrganisation),
  });
}
