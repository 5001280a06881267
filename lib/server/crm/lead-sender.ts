/**
 * The CRM side of the outbox (lib/server/mail/dispatcher, rows of kind 'crm'): a stored lead handed
 * to Omnicasa with the call lib/server/crm/omnicasa/leads chooses for its form. Without OMNICASA_*
 * there is no sender and no 'crm' row is queued (`leadGoesToCrm`).
 */
import 'server-only';
import type { CrmSender } from '../mail/dispatcher';
import { UndeliverableError } from '../mail/dispatcher';
import { createOmnicasaClient, type OmnicasaClient } from './omnicasa/client';
import { omnicasaConfigFromEnv, type OmnicasaConfig } from './omnicasa/config';
import { CrmRefusedError } from './omnicasa/errors';
import {
  crmCallFor,
  sendCrmCall,
  typeOfPropertyIdsByWebId,
  type StoredLead,
} from './omnicasa/leads';

/** The CRM's type ids by the site's WebID, read once per process (a failed read is tried again). */
function typeIdsReader(client: OmnicasaClient) {
  let pending: ReturnType<typeof read> | null = null;
  const read = async () => typeOfPropertyIdsByWebId((await client.getTypeOfPropertyList()).items);
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export function omnicasaLeadSender(
  config: OmnicasaConfig,
  client = createOmnicasaClient(config),
): CrmSender {
  const typeIds = typeIdsReader(client);
  return {
    async send(lead) {
      const needsTypes = lead.form === 'demand-register';
      const call = crmCallFor(lead, needsTypes ? { typeOfPropertyIds: await typeIds() } : {});
      if (!call) return;
      try {
        await sendCrmCall(client, call);
      } catch (error) {
        // Unavailable, garbage or refused credentials may pass; a refused lead will not.
        if (error instanceof CrmRefusedError) throw new UndeliverableError(error.message);
        throw error;
      }
    },
  };
}

/** The sender for this process's OMNICASA_* settings, or null when no CRM is configured. */
export function crmSenderFromEnv(
  env: Record<string, string | undefined> = process.env,
): CrmSender | null {
  const config = omnicasaConfigFromEnv(env);
  return config ? omnicasaLeadSender(config) : null;
}

/**
 * Whether a lead gets a 'crm' outbox row: a CRM is configured and takes its form. A half
 * configuration counts as configured: its rows wait for the fix rather than never being made.
 */
export function leadGoesToCrm(env: Record<string, string | undefined> = process.env) {
  let configured: boolean;
  try {
    configured = omnicasaConfigFromEnv(env) !== null;
  } catch {
    configured = true;
  }
  return (lead: StoredLead) => configured && crmCallFor(lead) !== null;
}
