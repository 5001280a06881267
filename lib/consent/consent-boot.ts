/**
 * The cookie banner's first half: an inline script in every page's head, so the banner
 * (server HTML, hidden by default) shows in the first paint when no choice is stored, and its
 * buttons work before the app's scripts arrive. It marks `<html data-consent>` ('asking', 'stored'
 * or 'preview', as lib/consent/consent-on-load decides), consumes the `?setcookies` reset, and
 * handles the banner's buttons: Decline and Agree all store the choice and close the banner;
 * 'Change settings' asks the app for the settings view. The app (components/consent/consent-manager)
 * then takes over what follows a choice: the Consent Mode update after 500 ms, the tags, the
 * page view, the settings dialog.
 */
import { CONSENT_COOKIE, CONSENT_RESET_COOKIE } from '@/lib/proxy/consent-reset';
import {
  BANNER_SPACE_ATTRIBUTE,
  BANNER_SPACE_PROPERTY,
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CHOSEN_EVENT,
  DECLINE_CHOICE,
  OPEN_CONSENT_SETTINGS,
  SETTINGS_CHOICE,
} from './banner-events';
import { CONSENT_FORMAT, CONSENT_MAX_AGE_SECONDS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent-state';
import { consentCookie, expiredCookie } from './cookies';

const VALUE = 'VALUE';

/** The inline script. Kept to what every browser runs (no arrow, no optional chaining): it runs before anything else. */
export function consentBootScript(): string {
  const settings = {
    key: CONSENT_STORAGE_KEY,
    cookie: consentCookie(CONSENT_COOKIE, VALUE, false),
    secureCookie: consentCookie(CONSENT_COOKIE, VALUE, true),
    consentName: CONSENT_COOKIE,
    resetName: CONSENT_RESET_COOKIE,
    expired: [expiredCookie(CONSENT_COOKIE, null), expiredCookie(CONSENT_RESET_COOKIE, null)],
    format: CONSENT_FORMAT.source,
    version: CONSENT_VERSION,
    maxAgeMs: CONSENT_MAX_AGE_SECONDS * 1000,
    banner: CONSENT_BANNER_ID,
    attribute: CONSENT_CHOICE_ATTRIBUTE,
    decline: DECLINE_CHOICE,
    settingsChoice: SETTINGS_CHOICE,
    chosen: CONSENT_CHOSEN_EVENT,
    open: OPEN_CONSENT_SETTINGS,
    space: BANNER_SPACE_PROPERTY,
    spaceTargets: `[${BANNER_SPACE_ATTRIBUTE}]`,
  };
  return `(function(w,d,s){
var h=d.documentElement,st=w.__consentBoot={chosenAt:null,settings:false};
function store(){try{return w.localStorage}catch(e){return null}}
function cookie(n){var m=d.cookie.match(new RegExp('(?:^|;)\\\\s*'+n+'=([^;]*)'));return m?decodeURIComponent(m[1]):null}
function read(){var l=store();try{return l?l.getItem(s.key):cookie(s.consentName)}catch(e){return cookie(s.consentName)}}
function write(v){var l=store();try{if(l)l.setItem(s.key,v)}catch(e){}d.cookie=(location.protocol==='https:'?s.secureCookie:s.cookie).replace('${VALUE}',v)}
if(cookie(s.resetName)!==null){try{var l=store();if(l)l.removeItem(s.key)}catch(e){}d.cookie=s.expired[0];d.cookie=s.expired[1]}
var v=read(),m=v?new RegExp(s.format).exec(v.trim()):null;
var stored=!!m&&+m[1]===s.version&&Date.now()-m[3]*1000<=s.maxAgeMs;
var state=stored?'stored':location.pathname.toLowerCase().indexOf('preview')>=0?'preview':'asking';
h.setAttribute('data-consent',state);
function inBanner(t){return t&&t.closest?t.closest('#'+s.banner):null}
function choose(flags){write(s.version+'.'+flags+'.'+Math.floor(Date.now()/1000));st.chosenAt=Date.now();h.setAttribute('data-consent','stored');w.dispatchEvent(new Event(s.chosen))}
d.addEventListener('click',function(e){var b=inBanner(e.target)&&e.target.closest('['+s.attribute+']');if(!b)return;var c=b.getAttribute(s.attribute);if(c===s.settingsChoice){st.settings=true;w.dispatchEvent(new Event(s.open))}else choose(c)});
d.addEventListener('keydown',function(e){if(e.key==='Escape'&&inBanner(e.target)&&h.getAttribute('data-consent')==='asking')choose(s.decline)});
if(state==='asking'&&w.ResizeObserver)d.addEventListener('DOMContentLoaded',function(){var b=d.getElementById(s.banner);if(b)new ResizeObserver(function(){var px=b.offsetHeight+'px',t=d.querySelectorAll(s.spaceTargets);h.style.setProperty(s.space,px);for(var i=0;i<t.length;i++)t[i].style.setProperty(s.space,px)}).observe(b)});
})(window,document,${JSON.stringify(settings)})`;
}
