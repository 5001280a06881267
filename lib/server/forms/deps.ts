import 'server-only';
import { getPropertyIds } from '@/lib/catalogue';
import { newCaptchaQuestion, verifyFormCaptcha } from '../captcha';
import { leadGoesToCrm } from '../crm/lead-sender';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import { wakeMailWorker } from '../mail/worker';
import { propertyExists, registerPropertyCatalogue } from './property-ids';
import type { SubmissionDeps } from './submit';

// Property ids are checked against the bundled catalogue (data/, lib/catalogue).
registerPropertyCatalogue(getPropertyIds);

/** The production wiring of the submission pipeline. */
export function defaultSubmissionDeps(): SubmissionDeps {
  const env = getEnv();
  return {
    db: getDb().db,
    verifyCaptcha: verifyFormCaptcha,
    captchaQuestion: newCaptchaQuestion,
    propertyExists,
    limits: {
      perIp: env.RATE_LIMIT_PER_IP,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      mailsPerAddressPerDay: env.MAILS_PER_ADDRESS_PER_DAY,
      noJsPerIpPerDay: env.NO_JS_PER_IP_PER_DAY,
      noJsPerDay: env.NO_JS_PER_DAY,
    },
    now: () => new Date(),
    goesToCrm: leadGoesToCrm(),
    onStored: wakeMailWorker,
  };
}
