import { t } from '../../messages';
import { button, escapeHtml, layout, type MailTemplate } from '../template';

/**
 * Someone signed up with an address that already has an account: its owner is told here,
 * while the sign-up form answers as for a new address (it does not reveal who has an account).
 */
export const signUpAttemptMail: MailTemplate<{ name: string; signInLink: string; recoverLink: string }> = {
  name: 'sign_up_attempt',
  render: ({ name, signInLink, recoverLink }) => {
    const subject = 'Alguien ha intentado registrarse con tu correo';
    const what =
      'Alguien ha intentado crear una cuenta de Licitaciones con tu dirección de correo, pero ya tienes una: no se ha creado otra ni se ha cambiado nada en la tuya.';
    const next =
      'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, puedes cambiarla. Si no has sido tú, no tienes que hacer nada.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola ${escapeHtml(name)}:</p><p>${what}</p><p>${next}</p>${button(signInLink, t('pages.signIn'))}<p><a href="${escapeHtml(recoverLink)}">He olvidado mi contraseña</a></p>`,
      ),
      text: `Hola ${name}:\n\n${what}\n\n${next}\n\nIniciar sesión: ${signInLink}\n\nHe olvidado mi contraseña: ${recoverLink}\n`,
    };
  },
};
