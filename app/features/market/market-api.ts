import type { MarketAnalysisBody } from '../../../common/api/market';
import { MARKET_ROUTES } from '../../../common/api/routes/market';
import { api } from '../../api/client';

export const analyseMarket = (body: MarketAnalysisBody, signal?: AbortSignal) =>
  api.call(MARKET_ROUTES.analyse, { body, signal });
