/**
 * Typed access to the client-stored values of spec §3 ("Client-stored values"); who writes each
 * and what clears it is in storedValues.ts. Key names are the backend-era names, typos included
 * (curretUser, adddressId), so data stored by earlier versions of the site keeps working.
 *
 * Reading never throws: a value that does not parse is removed and the
 * fallback is returned, so bad stored JSON cannot crash the app.
 */
import { isLocale, type Locale } from '../i18n/locales';

interface Codec<T> {
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

const text: Codec<string> = {
  parse: (raw) => raw,
  serialize: (value) => value,
};

const flag: Codec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  serialize: String,
};

const localeCodec: Codec<Locale> = {
  parse: (raw) => (isLocale(raw) ? raw : undefined),
  serialize: (value) => value,
};

function json<T>(isValid: (value: unknown) => value is T): Codec<T> {
  return {
    parse(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CurrentUser {
  username: string;
  nickname: string;
}
const isCurrentUser = (value: unknown): value is CurrentUser =>
  isRecord(value) && typeof value.username === 'string' && typeof value.nickname === 'string';

/** Saved while auto-login is on. The password is the MD5 hash, never the clear text. */
export interface SavedLogin {
  username: string;
  password: string;
}
const isSavedLogin = (value: unknown): value is SavedLogin =>
  isRecord(value) &&
  typeof value.username === 'string' &&
  typeof value.password === 'string' &&
  /^[0-9a-f]{32}$/.test(value.password);

const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every(isRecord);

export interface StoredItem<T> {
  readonly key: string;
  get(): T | undefined;
  set(value: T): void;
  remove(): void;
}

function item<T>(key: string, codec: Codec<T>): StoredItem<T> {
  const store = (): Storage | undefined =>
    typeof localStorage === 'undefined' ? undefined : localStorage;
  return {
    key,
    get() {
      const raw = store()?.getItem(key);
      if (raw == null) return undefined;
      const value = codec.parse(raw);
      if (value === undefined) store()?.removeItem(key);
      return value;
    },
    set(value) {
      store()?.setItem(key, codec.serialize(value));
    },
    remove() {
      store()?.removeItem(key);
    },
  };
}

export const DEFAULT_LOCALE: Locale = 'zh';

export const storage = {
  locale: item('locale', localeCodec),
  usertoken: item('usertoken', text),
  curretUser: item('curretUser', json(isCurrentUser)),
  wxCode: item('wxCode', text),
  autoLogin: item('autoLogin', flag),
  loginJson: item('loginJson', json(isSavedLogin)),
  routerId: item('routerId', text),
  serviceTypeId: item('serviceTypeId', text),
  solutionTypeId: item('solutionTypeId', text),
  productId: item('productId', text),
  id: item('id', text),
  nowCart: item('nowCart', json(isRecordList)),
  adddressId: item('adddressId', text),
  adddressName: item('adddressName', text),
} as const;

export type StorageKey = keyof typeof storage;

/** The stored locale, `zh` when nothing valid is stored (spec: default locale zh). */
export function storedLocale(): Locale {
  return storage.locale.get() ?? DEFAULT_LOCALE;
}
