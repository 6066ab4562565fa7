/**
 * The support ticket's fields, limits and answer: no schema library here, so the browser's
 * contact form imports them without zod (the schema is ./support-tickets.ts).
 */
export const SUPPORT_TICKET_FIELDS = ['contact', 'category', 'subject', 'message'] as const;
export type SupportTicketField = (typeof SUPPORT_TICKET_FIELDS)[number];

/** Lengths in characters after trimming (the table's checks allow these and more). */
export const SUPPORT_TICKET_LIMITS = {
  contact: { min: 3, max: 200 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

/** The field names the messages show, in the visitor's language. */
export type SupportTicketLabels = Readonly<Record<SupportTicketField, string>>;

export interface SupportTicketInput {
  /** How to answer: a phone number, an e-mail address or a Telegram name. */
  contact: string;
  /** A support category's slug, when the visitor chose a topic. */
  category?: string;
  subject: string;
  message: string;
}

/** What the API answers with 201. */
export interface SupportTicketCreated {
  id: number;
  status: 'open';
  createdAt: string;
}
