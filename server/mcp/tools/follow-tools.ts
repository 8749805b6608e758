import { z } from 'zod';
import { idSchema } from '../../../common/api/fields';
import { PARTY_FOLLOW_ROUTES, TENDER_FOLLOW_ROUTES } from '../../../common/api/routes/follows';
import { appUrl, partyPagePath, tenderPagePath } from '../../../common/app-paths';
import { t } from '../../messages';
import { callOperation } from '../api-caller';
import { defineTool } from '../tool-kit';

/** What may be followed: a tender, or a company or contracting body. */
const FOLLOWED = {
  licitacion: { routes: TENDER_FOLLOW_ROUTES, page: tenderPagePath },
  empresa: { routes: PARTY_FOLLOW_ROUTES, page: partyPagePath },
} as const;

const followInput = z.object({
  tipo: z.enum(['licitacion', 'empresa']).describe(t('mcp.arguments.followKind')),
  id: idSchema.describe(t('mcp.arguments.followId')),
});

export const follow = defineTool({
  name: 'seguir',
  description: 'mcp.tools.seguir',
  scope: 'write:follows',
  readOnly: false,
  input: followInput,
  async run({ call, publicUrl }, { tipo, id }) {
    const { routes, page } = FOLLOWED[tipo];
    const answer = await callOperation(call, routes.follow, { params: { id }, body: {} });
    return {
      text: t(`mcp.follows.followed.${tipo}`, { url: appUrl(publicUrl, page(id)) }),
      structured: answer,
    };
  },
});

export const unfollow = defineTool({
  name: 'dejar_de_seguir',
  description: 'mcp.tools.dejar_de_seguir',
  scope: 'write:follows',
  readOnly: false,
  input: followInput,
  async run({ call, publicUrl }, { tipo, id }) {
    const { routes, page } = FOLLOWED[tipo];
    await callOperation(call, routes.unfollow, { params: { id } });
    return {
      text: t(`mcp.follows.unfollowed.${tipo}`, { url: appUrl(publicUrl, page(id)) }),
      structured: { tipo, id, following: false },
    };
  },
});
