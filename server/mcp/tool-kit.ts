import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { amountBasisKey } from '../../common/amount-basis';
import type { ApiScope } from '../../common/api/api-keys';
import { appUrl, tenderPagePath } from '../../common/app-paths';
import type { AMOUNT_BASES } from '../../common/best-amount';
import { formatAmount, formatDateTime } from '../../common/format';
import { shownStatusLabel } from '../../common/tender-status';
import { t } from '../messages';
import type { ApiCaller } from './api-caller';

/** What every tool gets: the API as the key's owner sees it, and our pages' public address. */
export interface ToolContext {
  call: ApiCaller;
  publicUrl: string;
}

export interface ToolAnswer {
  /** A few lines an assistant can quote, with links to our pages. */
  text: string;
  /** The API's own answer, for an assistant that reads fields. */
  structured: Record<string, unknown>;
}

/** One MCP tool: its name, Spanish description, zod arguments and what it does through the API. */
export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  /** The message key of its description (common/i18n/<language>/mcp.json). */
  description: string;
  input: Input;
  /** The key scope it needs beyond `read`, said in its description. */
  scope?: ApiScope;
  /** It only reads: assistants may call it without asking. */
  readOnly: boolean;
  run(context: ToolContext, args: z.output<Input>): Promise<ToolAnswer>;
}

export const defineTool = <Input extends z.ZodObject>(tool: ToolDefinition<Input>) => tool;

export function toolResult(answer: ToolAnswer): CallToolResult {
  return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.structured };
}

/** A tender as one line: title, body, amount with its basis, deadline in Madrid, status as of now, link. */
export function tenderLine(
  tender: {
    id: number;
    title: string;
    status: string | null;
    submission_deadline: string | null;
    contracting_party: { name: string } | null;
    best_amount: { value: string; basis: (typeof AMOUNT_BASES)[number] } | null;
  },
  publicUrl: string,
): string {
  const parts = [`«${tender.title}»`];
  if (tender.contracting_party) parts.push(tender.contracting_party.name);
  if (tender.best_amount) {
    parts.push(`${formatAmount(tender.best_amount.value)} (${t(amountBasisKey(tender.best_amount.basis))})`);
  }
  if (tender.submission_deadline) {
    parts.push(t('mcp.lines.deadline', { at: formatDateTime(tender.submission_deadline) }));
  }
  const status = shownStatusLabel(tender);
  if (status) parts.push(status);
  parts.push(appUrl(publicUrl, tenderPagePath(tender.id)));
  return parts.join(' — ');
}

/** Numbered lines under a heading, or the heading and what to say when there is nothing. */
export const listText = (heading: string, lines: string[], empty: string) =>
  lines.length === 0
    ? `${heading}\n${empty}`
    : [heading, ...lines.map((line, i) => `${i + 1}. ${line}`)].join('\n');

/** The answer as structured content (an object: a bare list is wrapped). */
export const structuredOf = (answer: unknown): Record<string, unknown> =>
  answer !== null && typeof answer === 'object' && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)
    : { items: answer };
