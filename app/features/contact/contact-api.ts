import type { z } from 'zod';
import type { contactBodySchema } from '../../../common/api/auth';
import { CONTACT_ROUTES } from '../../../common/api/routes/contact';
import { api } from '../../api/client';

export const sendContactMessage = (body: z.infer<typeof contactBodySchema>) =>
  api.call(CONTACT_ROUTES.send, { body });
