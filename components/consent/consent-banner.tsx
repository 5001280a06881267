import { Fragment } from 'react';
import {
  AGREE_ALL_CHOICE,
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  DECLINE_CHOICE,
  SETTINGS_CHOICE,
} from '@/lib/consent/banner-events';
import type { TextSegment } from '@/lib/consent/link-phrases';
import { CookieIcon, NEW_TAB, SmallIcon } from './consent-icons';
import controls from './consent-controls.module.css';
import styles from './consent-banner.module.css';

export interface ConsentBannerTexts {
  title: string;
  mainText: string;
  links: TextSegment[];
  agreeAll: string;
  decline: string;
  changeSettings: string;
  /** Read after a link that opens in a new tab. */
  newTab: string;
}

const choice = (value: string) => ({ [CONSENT_CHOICE_ATTRIBUTE]: value });

/**
 * The cookie banner of SPEC §4: server HTML in every page, hidden unless the inline script of
 * lib/consent/consent-boot finds no stored choice (the pages stay the same for every visitor, so a
 * shared cache keeps them). Not modal: it takes no focus and the page stays usable behind it. The
 * same script handles its buttons, before and after the app's scripts arrive.
 */
export function ConsentBanner({ texts }: { texts: ConsentBannerTexts }) {
  return (
    <div
      id={CONSENT_BANNER_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      aria-describedby={`${CONSENT_BANNER_ID}-text`}
      className={styles.banner}
      data-testid="consent-dialog"
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={`${CONSENT_BANNER_ID}-title`} className={styles.title}>
            <CookieIcon className={styles.icon} />
            {texts.title}
          </h2>{' '}
          <p id={`${CONSENT_BANNER_ID}-text`} className={styles.text}>
            {texts.mainText}
          </p>{' '}
          <p className={styles.links}>
            {texts.links.map((segment, i) =>
              segment.href ? (
                <a key={i} href={segment.href} target="_blank" rel="noopener">
                  {segment.text}
                  <SmallIcon d={NEW_TAB} />
                  <span className="visually-hidden"> {texts.newTab}</span>
                </a>
              ) : (
                <Fragment key={i}>{segment.text}</Fragment>
              ),
            )}
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${controls.textButton} ${styles.settings}`}
            aria-haspopup="dialog"
            data-testid="consent-change-settings"
            {...choice(SETTINGS_CHOICE)}
          >
            {texts.changeSettings}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.secondary}`}
            data-testid="consent-decline"
            {...choice(DECLINE_CHOICE)}
          >
            {texts.decline}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.primary}`}
            data-testid="consent-agree-all"
            {...choice(AGREE_ALL_CHOICE)}
          >
            {texts.agreeAll}
          </button>
        </div>
      </div>
      {/* Its last element: the banner shows once it is parsed (consent-banner.module.css). */}
      <span className={styles.parsed} hidden />
    </div>
  );
}
