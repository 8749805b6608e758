import { z } from 'zod';

// The Content-Security-Policy refuses eval. Zod would otherwise probe for it (a reported
// violation) when each object schema is built, so this runs before any schema module.
z.config({ jitless: true });
