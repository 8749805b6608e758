/** The shapes of the generated reference lists (geo-data.ts), apart so that it need not import geo.ts. */
export interface AutonomousCommunity {
  /** INE two-digit code (01 Andalucía … 19 Melilla). */
  code: string;
  name: string;
  shortName: string;
  /** ISO 3166-2 (ES-AN…). */
  iso: string;
  nuts1: string;
  nuts2: string;
}

export interface Province {
  /** INE two-digit code (01 Álava … 52 Melilla). */
  code: string;
  name: string;
  shortName: string;
  communityCode: string;
  iso: string;
  /** Its NUTS-3 codes: one per province, one per island for Baleares and Canarias. */
  nuts3: string[];
}
