import { type MarketAnalysisBody, marketAnalysisResponseSchema } from '../../../common/api/market';
import { api } from '../../api/client';

export const analyseMarket = (body: MarketAnalysisBody, signal?: AbortSignal) =>
  api.post('/v1/market/analysis', { body, schema: marketAnalysisResponseSchema, signal });
