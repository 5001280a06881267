'use client';

/**
 * The lead forms of ./forms, one async chunk. The forms are server-rendered and their code loads
 * when one is about to be used (./deferred-form), so pages whose forms sit below the fold (the
 * property detail page) do not pay for react-hook-form, the zod schemas, the captcha and next-intl's
 * message parser up front.
 */
import { deferredForm } from './deferred-form';

const forms = () => import('./forms');

export const ContactConstructionForm = deferredForm(() => forms().then((m) => m.ContactConstructionForm));
export const ContactMeForm = deferredForm(() => forms().then((m) => m.ContactMeForm));
export const DemandRegisterForm = deferredForm(() => forms().then((m) => m.DemandRegisterForm));
export const DocumentRequestForm = deferredForm(() => forms().then((m) => m.DocumentRequestForm));
export const InsuranceProposalForm = deferredForm(() => forms().then((m) => m.InsuranceProposalForm));
export const JobsForm = deferredForm(() => forms().then((m) => m.JobsForm));
export const NewsletterForm = deferredForm(() => forms().then((m) => m.NewsletterForm));
export const PropertyManagementForm = deferredForm(() => forms().then((m) => m.PropertyManagementForm));
export const PurchaseOfferForm = deferredForm(() => forms().then((m) => m.PurchaseOfferForm));
export const RenovationAdviceForm = deferredForm(() => forms().then((m) => m.RenovationAdviceForm));
export const RentalApplicationForm = deferredForm(() => forms().then((m) => m.RentalApplicationForm));
export const SendToFriendForm = deferredForm(() => forms().then((m) => m.SendToFriendForm));
export const SiteContactForm = deferredForm(() => forms().then((m) => m.SiteContactForm));
export const TestimonialForm = deferredForm(() => forms().then((m) => m.TestimonialForm));
export const ValuationForm = deferredForm(() => forms().then((m) => m.ValuationForm));
export const VisitForm = deferredForm(() => forms().then((m) => m.VisitForm));
