import { z } from 'zod';

// Validation messages reach people (API errors, forms): Spanish by default, on both sides.
z.config(z.locales.es());
