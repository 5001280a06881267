/**
 * The legal texts behind the listing passport (lib/legal/mention-rules) and the agency's own
 * mentions (lib/legal/agency-mentions), each with its date and the official page that explains it.
 *
 * Researched 2026-11-28 in the stored public pages (the search tool; no live web). `confirmedOffline`
 * is true when a stored page of the authority or of a professional federation states the rule; false
 * when the rule is written from the agency's practice and could not be confirmed that way: the
 * README ('Legal mentions') lists these for the agency to confirm with its federation (CIB/Federia).
 * The `url`s of the integraalwaterbeleid.be, omgeving.vlaanderen.be, environnement.brussels and biv.be
 * pages were read among the stored pages; the others are the authorities' pages as known, not opened.
 */
export type LegalSource = {
  /** The text and article, as a lawyer would cite it. */
  readonly title: string;
  /** When the rule (or its current version) applies from, ISO day. */
  readonly since: string;
  /** The official explanation a visitor can follow. */
  readonly url: string;
  readonly confirmedOffline: boolean;
};

export const LEGAL_SOURCES = {
  /**
   * Confirmed: omgeving.vlaanderen.be 'Informatieverplichting bij verkopen van vastgoed' and the
   * abbreviations (Vg/Gvg, Wg…, Dv/Gmo, Vkr/Gvkr, Vv/Gvv) quoted by advertising guides.
   */
  flemishPlanning: {
    title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.1 (informatieplicht in publiciteit)',
    since: '2009-09-01',
    url: 'https://omgeving.vlaanderen.be/informatieverplichting-bij-verkopen-van-vastgoed',
    confirmedOffline: true,
  },
  /**
   * Confirmed: integraalwaterbeleid.be 'Informatieplicht overstromingsgevoelig vastgoed' (decree of
   * 19 July 2013; the P- and G-scores A–D since 1 January 2023; the duty starts with the advert; the
   * flood symbol for a D score). The article number is the Waterwetboek's and was not confirmed.
   */
  flemishFlood: {
    title: 'Decreet Integraal Waterbeleid (Waterwetboek), informatieplicht, gewijzigd met ingang van 1 januari 2023',
    since: '2023-01-01',
    url: 'https://www.integraalwaterbeleid.be/nl/beleidsinstrumenten/informatieplicht',
    confirmedOffline: true,
  },
  /**
   * NOT confirmed offline: that an advert gives the EPC score, label and unique code (EPC+ since
   * 2019). The stored pages confirm the EPC duty and its 10-year validity, not the advert's wording.
   */
  flemishEpc: {
    title: 'Energiebesluit van 19 november 2010, art. 9.2.3 (vermelding EPC in publiciteit)',
    since: '2019-01-01',
    url: 'https://www.vlaanderen.be/epc-voor-een-residentiele-eenheid',
    confirmedOffline: false,
  },
  /**
   * Confirmed: the asbestos certificate is required for the sale of a building from before 2001
   * since 23 November 2022 (OVAM; municipalities; the notaries' spokesman). Whether the advert
   * must mention it (rather than the deed) was NOT confirmed: treated as a check, not a fine.
   */
  flemishAsbestos: {
    title: 'Materialendecreet, asbestattest bij overdracht (OVAM)',
    since: '2022-11-23',
    url: 'https://ovam.vlaanderen.be/asbestattest',
    confirmedOffline: true,
  },
  /** NOT confirmed offline: the soil certificate's content in the advert (the deed needs it). */
  flemishSoil: {
    title: 'Bodemdecreet van 27 oktober 2006, art. 101 (bodemattest bij overdracht)',
    since: '2008-06-01',
    url: 'https://ovam.vlaanderen.be/bodemattest',
    confirmedOffline: false,
  },
  /**
   * Confirmed: the energy class and the CO2 emissions in every advert (Bruxelles Environnement;
   * 'PEB en cours' counts as no mention). The primary energy use and the certificate number in
   * the advert were NOT confirmed (they are on the certificate and in the deed).
   */
  brusselsPeb: {
    title: 'Arrêté du Gouvernement de la Région de Bruxelles-Capitale du 17 février 2011, art. 6; Ordonnance COBRACE du 2 mai 2013',
    since: '2011-05-01',
    url: 'https://environnement.brussels/thematiques/batiment/la-peb/le-certificat-peb/vous-voulez-vendre-ou-louer-votre-bien',
    confirmedOffline: true,
  },
  /**
   * Confirmed: Décret du 28 novembre 2013 art. 34 §4, AGW du 15 mai 2014 art. 48 and AM du
   * 23 décembre 2014: adverts for sale or rent give the PEB indicators (class, specific and total
   * primary energy use, the certificate's unique code), from 1 January 2015 (Federia 2019, 2021).
   */
  walloonPeb: {
    title: 'Décret PEB du 28 novembre 2013, art. 34 §4; AGW du 15 mai 2014, art. 48; AM du 23 décembre 2014',
    since: '2015-01-01',
    url: 'https://energie.wallonie.be/fr/certification-peb-des-batiments-existants.html',
    confirmedOffline: true,
  },
  /** NOT confirmed offline: the energy class in Luxembourg adverts (energy passport). */
  luxembourgPassport: {
    title: 'Règlement grand-ducal du 30 novembre 2007 concernant la performance énergétique des bâtiments d’habitation (modifié)',
    since: '2010-01-01',
    url: 'https://guichet.public.lu/fr/citoyens/logement/construction/performance-energetique/certificat-performance-energetique.html',
    confirmedOffline: false,
  },
  /**
   * Confirmed: biv.be 'Wat je op je website moet en mag vermelden' (updated 10/04/2020): name,
   * address, contacts, company number, the supervisory authority (BIV, Luxemburgstraat 16B, 1000
   * Brussel), professional title and BIV number, country, VAT number, the insurer of professional
   * liability and the policy number, a reference (link) to the code of conduct.
   */
  agencyWebsite: {
    title: 'Wetboek van economisch recht, art. XII.6 §1; BIV-plichtenleer (KB 29 juni 2018), art. 20',
    since: '2018-06-29',
    url: 'https://www.biv.be/kb/themes/beroep/website/wat-je-op-je-website-moet-en-mag-vermelden',
    confirmedOffline: true,
  },
} as const satisfies Record<string, LegalSource>;

export type LegalSourceId = keyof typeof LEGAL_SOURCES;
