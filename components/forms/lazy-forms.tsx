'use client';

/**
 * The lead forms of ./forms and the unsubscribe panel behind next/dynamic: server-rendered as
 * before, but their code (react-hook-form, the zod schemas, the captcha widget, next-intl's message
 * parser) is an async chunk that only pages showing a form download. Imported statically, it joined
 * the client bundle of every page whose server code can render a form (the module grid, the content
 * pages), forms or not.
 */
import dynamic from 'next/dynamic';

export const ContactConstructionForm = dynamic(() => import('./forms').then((m) => m.ContactConstructionForm));
export const ContactMeForm = dynamic(() => import('./forms').then((m) => m.ContactMeForm));
export const DemandRegisterForm = dynamic(() => import('./forms').then((m) => m.DemandRegisterForm));
export const DocumentRequestForm = dynamic(() => import('./forms').then((m) => m.DocumentRequestForm));
export const JobsForm = dynamic(() => import('./forms').then((m) => m.JobsForm));
export const NewsletterForm = dynamic(() => import('./forms').then((m) => m.NewsletterForm));
export const PropertyManagementForm = dynamic(() => import('./forms').then((m) => m.PropertyManagementForm));
export const PurchaseOfferForm = dynamic(() => import('./forms').then((m) => m.PurchaseOfferForm));
export const RentalApplicationForm = dynamic(() => import('./forms').then((m) => m.RentalApplicationForm));
export const SendToFriendForm = dynamic(() => import('./forms').then((m) => m.SendToFriendForm));
export const SiteContactForm = dynamic(() => import('./forms').then((m) => m.SiteContactForm));
export const TestimonialForm = dynamic(() => import('./forms').then((m) => m.TestimonialForm));
export const ValuationForm = dynamic(() => import('./forms').then((m) => m.ValuationForm));
export const VisitForm = dynamic(() => import('./forms').then((m) => m.VisitForm));
export const UnsubscribePanel = dynamic(() => import('./unsubscribe-panel').then((m) => m.UnsubscribePanel));
