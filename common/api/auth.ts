import { z } from 'zod';
import { API_TEXTS, fillText } from './texts';
import { PASSWORD_MAX, PASSWORD_MIN } from './user';

/** The longest address SMTP can deliver to (RFC 5321): longer ones are never stored nor echoed. */
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: API_TEXTS.auth.correoElectronicoObligatorio })
  .trim()
  .min(1, API_TEXTS.auth.correoElectronicoObligatorio)
  .max(EMAIL_MAX, API_TEXTS.auth.correoElectronicoDemasiadoLargo)
  .pipe(z.email(API_TEXTS.auth.correoElectronicoNoValido));

export const passwordSchema = z
  .string({ error: API_TEXTS.auth.contrasenaObligatoria })
  .min(1, API_TEXTS.auth.contrasenaObligatoria)
  .min(PASSWORD_MIN, fillText(API_TEXTS.auth.contrasenaTenerEntrePasswordMin, { PASSWORD_MIN, PASSWORD_MAX }))
  .max(
    PASSWORD_MAX,
    fillText(API_TEXTS.auth.contrasenaTenerEntrePasswordMin, { PASSWORD_MIN, PASSWORD_MAX }),
  );

const nameSchema = z
  .string({ error: API_TEXTS.auth.nombreObligatorio })
  .trim()
  .min(1, API_TEXTS.auth.nombreObligatorio)
  .max(120);

/** password + password_confirmation, with the mismatch reported on the confirmation field. */
function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      password: passwordSchema,
      password_confirmation: z.string({ error: API_TEXTS.auth.confirmaContrasena }),
    })
    .refine(
      (v) =>
        (v as { password: string }).password ===
        (v as { password_confirmation: string }).password_confirmation,
      {
        path: ['password_confirmation'],
        message: API_TEXTS.auth.confirmacionNoCoincideConContrasena,
      },
    );
}

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: API_TEXTS.auth.contrasenaObligatoria })
    .min(1, API_TEXTS.auth.contrasenaObligatoria)
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
        ctx.addIssue({ code: 'custom', path: ['name'], message: API_TEXTS.auth.nombreObligatorio });
      return;
    }
    if (!v.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: API_TEXTS.auth.introduceContrasenaActual,
      });
    }
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: API_TEXTS.auth.confirmacionNoCoincideConContrasena,
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
    .string({ error: API_TEXTS.auth.mensajeObligatorio })
    .trim()
    .min(1, API_TEXTS.auth.mensajeObligatorio)
    .max(5000, API_TEXTS.auth.mensajeNoPuedeSuperar5000),
});

export const messageResponseSchema = z.object({ message: z.string() });
