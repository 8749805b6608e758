import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './user';

/** The longest address SMTP can deliver to (RFC 5321): longer ones are never stored nor echoed. */
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: 'El correo electrónico es obligatorio' })
  .trim()
  .min(1, 'El correo electrónico es obligatorio')
  .max(EMAIL_MAX, 'El correo electrónico es demasiado largo')
  .pipe(z.email('El correo electrónico no es válido'));

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(1, 'La contraseña es obligatoria')
  .min(PASSWORD_MIN, `La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`)
  .max(PASSWORD_MAX, `La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`);

const nameSchema = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(120);

/** password + password_confirmation, with the mismatch reported on the confirmation field. */
function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      password: passwordSchema,
      password_confirmation: z.string({ error: 'Confirma la contraseña' }),
    })
    .refine(
      (v) =>
        (v as { password: string }).password ===
        (v as { password_confirmation: string }).password_confirmation,
      {
        path: ['password_confirmation'],
        message: 'La confirmación no coincide con la contraseña',
      },
    );
}

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, 'La contraseña es obligatoria')
    .max(200),
});

export const registerBodySchema = withConfirmation({ email: emailSchema, name: nameSchema });

export const recoverPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = withConfirmation({});

/** PUT /auth/: either a new name, or a new password with the current one. */
export const updateAccountBodySchema = z
  .object({
    name: nameSchema.optional(),
    current_password: z.string().max(200).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined) {
      if (v.name === undefined)
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'El nombre es obligatorio' });
      return;
    }
    if (!v.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'Introduce tu contraseña actual' });
    }
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'La confirmación no coincide con la contraseña',
      });
    }
  });

export const inviteBodySchema = z.object({ email: emailSchema });

export const acceptInvitationBodySchema = withConfirmation({
  name: nameSchema,
  invitation_token: z.string().min(1).max(200),
  email: emailSchema.optional(),
});

export const contactBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: z
    .string({ error: 'El mensaje es obligatorio' })
    .trim()
    .min(1, 'El mensaje es obligatorio')
    .max(5000, 'El mensaje no puede superar los 5000 caracteres'),
});

export const messageResponseSchema = z.object({ message: z.string() });
