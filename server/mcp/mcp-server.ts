import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TENDER_ROUTES } from '../../common/api/routes/tenders';
import { appUrl, tenderPagePath } from '../../common/app-paths';
import { t } from '../messages';
import { ApiRefusal, callOperation } from './api-caller';
import { type ToolContext, type ToolDefinition, toolResult } from './tool-kit';
import { marketAnalysis, partyAnalysis, renewals } from './tools/analysis-tools';
import { follow, unfollow } from './tools/follow-tools';
import { alertNews, inbox, myAlerts, pipeline } from './tools/my-tools';
import { expectedCompetition, searchTenders, showTender } from './tools/tender-tools';

/** Every tool, in the order an assistant lists them. */
export const MCP_TOOLS: ToolDefinition[] = [
  searchTenders,
  showTender,
  expectedCompetition,
  marketAnalysis,
  partyAnalysis,
  renewals,
  myAlerts,
  alertNews,
  inbox,
  follow,
  unfollow,
  pipeline,
] as ToolDefinition[];

/** A tender as a resource: `licitacion://123`. */
export const TENDER_RESOURCE = 'licitacion://{id}';

/** A refusal of the API as the tool's error (its Spanish message); anything else stays an error. */
async function answerOf(tool: ToolDefinition, context: ToolContext, args: unknown): Promise<CallToolResult> {
  try {
    return toolResult(await tool.run(context, args as never));
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw error;
    return { isError: true, content: [{ type: 'text', text: error.message }] };
  }
}

/** The MCP server of one caller: its tools and the tender resource, all through the API as that caller. */
export function createMcpServer(context: ToolContext): McpServer {
  const server = new McpServer(
    { name: 'licitaciones', title: t('mcp.server.title'), version: '1.0.0' },
    { instructions: t('mcp.server.instructions') },
  );
  for (const tool of MCP_TOOLS) {
    const description = t(tool.description);
    server.registerTool(
      tool.name,
      {
        description: tool.scope
          ? `${description} ${t('mcp.server.needsScope', { scope: tool.scope })}`
          : description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: tool.readOnly, openWorldHint: false },
      },
      (args: unknown) => answerOf(tool, context, args),
    );
  }
  server.registerResource(
    'licitacion',
    new ResourceTemplate(TENDER_RESOURCE, { list: undefined }),
    {
      title: t('mcp.resource.title'),
      description: t('mcp.resource.description'),
      mimeType: 'application/json',
    },
    async (uri, { id }) => {
      const tender = await callOperation(context.call, TENDER_ROUTES.show, { params: { id: String(id) } });
      const page = appUrl(context.publicUrl, tenderPagePath(tender.id));
      return {
        contents: [
          { uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ ...tender, page }) },
        ],
      };
    },
  );
  return server;
}
