/** One valid submission per form, as a browser would post it (strings, FormData-like). */
import type { LeadFormId } from '@/lib/forms/leads/registry';

const person = {
  title: 'ms',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie.dupont@example.be',
  phone: '0475123456',
};

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small but real PDF. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function cvFile(bytes: Uint8Array = PDF_BYTES, name = 'cv.pdf', type = 'application/pdf'): File {
  return new File([bytes as BlobPart], name, { type });
}

export function validPayload(form: LeadFormId, email = person.email): Record<string, unknown> {
  const p = { ...person, email };
  switch (form) {
    case 'site-contact':
      return { ...p, remark: 'I would like to sell my flat.', contactPreference: 'phone', timeSlot: '10:00-13:00' };
    case 'jobs':
      return { ...p, remark: 'Application for the agent job', cv: cvFile() };
    case 'contact-demand':
      return { ...p, street: 'Rue Haute', houseNumber: '12', zip: '1000', city: 'Bruxelles', propertyType: '1' };
    case 'demand-register':
      return { ...p, goal: 'sale', types: ['1', '2'], zones: 'brussels', priceMin: '200000', priceMax: '400000', bedrooms: '2' };
    case 'contact-me':
      return { ...p, propertyId: '101', remark: 'Is it still available?' };
    case 'contact-appointment':
      return { ...p, propertyId: '101', date: futureDate(7), timeSlot: '14:00-16:00' };
    case 'contact-construction':
      return { ...p, projectId: '7', remark: 'Interested in a flat of the project' };
    case 'document-request':
      return { ...p, propertyId: '102' };
    case 'send-to-friend':
      // A friend of its own per submission: the site mails one address at most a few times a day.
      return { firstName: 'Marie', email, propertyId: '101', friendEmail: `friend.${Math.random().toString(36).slice(2, 10)}@example.be` };
    case 'sign-newsletter':
      return { email, firstName: 'Marie' };
    case 'testimonial':
      return { firstName: 'Marie', lastName: 'Dupont', email, city: 'Ixelles', rating: '5', text: 'Great agency.' };
    case 'purchase-offer':
      return {
        ...p,
        propertyId: '103',
        signerBFirstName: 'Jan',
        signerBLastName: 'Peeters',
        amount: '325000',
        amountWords: 'trois cent vingt-cinq mille euros',
        startDate: futureDate(1),
        endDate: futureDate(14),
        place: 'Ixelles',
        signDate: futureDate(0),
        conditions: 'Subject to a mortgage',
        acceptAdvance: 'on',
      };
    case 'rental-application':
      return {
        ...p,
        propertyId: '102',
        income1: '3200',
        income2: '',
        adults: '2',
        kids: '1',
        kidsAges: '6',
        pets: 'on',
        movingDate: futureDate(30),
        movingReason: 'Closer to work',
        acceptConditions: 'on',
      };
    case 'property-management':
      return { ...p, street: 'Avenue Louise', houseNumber: '10', zip: '1050', city: 'Ixelles', remark: 'Two flats' };
    case 'renovation-advice':
      return {
        ...p,
        region: 'wallonia',
        homeType: 'house',
        livingArea: '150',
        constructionYear: '1780',
        epcValue: '592',
        measures: ['roof', 'walls'],
        propertyId: '101',
        remark: 'Which works first?',
      };
    case 'insurance-proposal':
      return {
        ...p,
        role: 'owner',
        street: 'Rue de Fer',
        houseNumber: '5',
        zip: '5000',
        city: 'Namur',
        propertyType: '1',
        rebuildValue: '350000',
        monthlyRent: '',
        coverStart: futureDate(20),
        insuranceOptions: ['contents', 'theft'],
        propertyId: '101',
      };
  }
}
