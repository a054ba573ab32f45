/**
 * The mock's pages that stand in for external services while developing, on the app's origin.
 * The dev server, the unit tests and the mock build (`--mode mock`) give them to the app as its
 * configuration (src/config/appConfig.ts); a production build never contains them.
 */

/** The documentation site: `GET /__mock/docs/` and `GET /__mock/docs/:itemId`. */
export const MOCK_DOCS_PREFIX = '/__mock/docs/';

/** The messaging-app (WeChat) QR login page. */
export const WECHAT_QR_PATH = '/__mock/wechat/qr';
