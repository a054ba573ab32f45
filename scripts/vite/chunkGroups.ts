/**
 * How the build groups modules into chunks (rolldown's `codeSplitting.groups`). A slow network
 * pays a round trip for each request, and HTTP/1.1 allows six at a time: left to itself, rolldown
 * made a chunk for every set of routes sharing a module, and a deep link loaded 15 to 30 files, many
 * under 0.5 KiB. Each group below puts together what travels together. Earlier groups win.
 * See docs/decisions.md, "First load".
 */
import type { CodeSplittingGroup } from 'rolldown';

/** Modules whose path contains one of `paths` (written with `/`, matched on either separator). */
function modulesUnder(...paths: string[]): RegExp {
  const escaped = paths.map((path) =>
    path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'),
  );
  return new RegExp(`[\\\\/](?:${escaped.join('|')})`);
}

const widgetCore = modulesUnder(
  'node_modules/@zag-js/dom-query/',
  'node_modules/@zag-js/utils/',
  'node_modules/@zag-js/core/',
  'node_modules/@zag-js/anatomy/',
  'node_modules/@zag-js/types/',
  'node_modules/@zag-js/react/',
  'node_modules/@zag-js/presence/',
  'node_modules/@ark-ui/react/dist/utils/',
  'node_modules/@ark-ui/react/dist/providers/',
  'node_modules/@ark-ui/react/dist/_virtual/',
  'node_modules/@ark-ui/react/dist/components/presence/',
  'node_modules/@ark-ui/react/dist/components/factory.',
);

const blockPages = modulesUnder('src/features/content/');

/** The call modules of the content screens, by the API area whose schemas they use. */
const apiCallAreas = new Map([
  ['media', 'company'],
  ['content', 'portal'],
]);

/**
 * The shop schemas only an order's after-sales use (refund, return shipment, trail, invoice): they
 * travel with that code, which loads when an order's operations are first opened
 * (OrdersScreen.tsx), not with the shop's other schemas on every shop screen's first load.
 */
const afterSalesSchemas = modulesUnder(
  'src/api/contract/shop/afterSales.',
  'src/api/contract/shop/receipts.',
);

const shopKit = modulesUnder(
  'src/api/cart.',
  'src/api/catalogue.',
  'src/api/orders.',
  'src/api/addresses.',
  'src/components/address/addressRecord',
  'src/components/shop/',
  'src/lib/useGuardedPress',
  'src/lib/useQuantityDraft',
  'src/domain/money',
  'machines/checkoutItems',
  'machines/doubleClickGuardMachine',
);

export const chunkGroups: CodeSplittingGroup[] = [
  // What the entry imports statically: React, the router, the shell, the session handle.
  { name: 'initial', tags: ['$initial'] },
  // The small shared pieces of the landing screen that other screens use too: left in the landing
  // group, they made every deep link load the whole home screen.
  {
    name: 'content',
    test: /src[\\/](components[\\/](WhenNear|content[\\/](ContentImage|ContentLink|contentLinks|pictureSize))|components[\\/](list[\\/]columns|blocks[\\/]blocks)\.css|styles[\\/]cover\.css|api[\\/]banners)/,
  },
  // The content pages' frame (banner, sections, enlargeable pictures, list controls): six
  // files of 0.2-0.6 KiB each on every content page.
  {
    name: 'pageKit',
    test: modulesUnder(
      'src/components/page/PageBanner',
      'src/components/page/pageBanner.css',
      'src/components/page/sections.css',
      'src/components/page/PointList',
      'src/components/page/pointList.css',
      'src/components/viewer/EnlargeButton',
      'src/components/viewer/EnlargeablePicture',
      'src/components/viewer/viewerLabels',
      'src/components/viewer/useImageViewer',
      'src/components/viewer/viewer.css',
      'src/components/blocks/SidePicture',
      'src/components/list/ListRegion',
      'src/components/list/SearchForm',
      'src/components/list/EmptyList',
      'src/components/list/listControls.css',
    ),
  },
  // The dialog frame, the confirmation and the loader of dialogs that load on opening: three
  // files on every screen with a dialog.
  {
    name: 'dialogs',
    test: modulesUnder(
      'src/components/dialogs/Dialog',
      'src/components/dialogs/lazyDialog',
      'src/components/dialogs/ConfirmDialog',
      'src/components/dialogs/ConfirmIcon',
      'src/components/dialogs/dialogs.css',
    ),
  },
  // XState and its React binding, for the screens that run a flow: no start-up code needs them
  // (the toasts and the session load theirs when needed), so pages without a flow skip them.
  {
    name: 'machines',
    test: modulesUnder(
      'node_modules/xstate/',
      'node_modules/@xstate/react/',
      'node_modules/use-isomorphic-layout-effect/',
      'src/lib/useAppMachine.',
      'src/lib/useFlowMachine.',
      'src/lib/useSyncExternalStore.',
    ),
  },
  // The core of the accessible widgets (zag-js and Ark UI's shared parts), which tabs, pagination
  // and the dialogs all build on: rolldown split it into ten files of 0.1-5 KiB by which widgets
  // share each piece, and the video centre loaded nine of them. Left out: what only the radio
  // group and the menus use (focus-visible, form and typeahead helpers), 2 KiB the others skip.
  {
    name: 'widgets',
    test: (id: string) =>
      widgetCore.test(id) && !/dom-query[\\/]dist[\\/](form|typeahead|searchable)\./.test(id),
  },
  // The home screen, but for its sections loaded on approach and its carousels' machine.
  {
    name: 'landing',
    test: /src[\\/]features[\\/]home[\\/](?!ProductShowcase|CompanyTimelineChart|carouselActor)/,
  },
  // The carousels' machine, loaded when a carousel first needs it (useCarousel.ts). After the
  // landing group, which keeps the machine's types and interval the carousels read at once.
  {
    name: 'carousel',
    test: modulesUnder('src/features/home/carouselActor', 'machines/bannerCarouselMachine.'),
  },
  // zod with the checked call, which every screen but the landing page needs before it renders, with the tiny modules nearly all of them share (locale ids,
  // the session hook, the handed token, a view reload, the not-provided actor, the contact rules
  // the shop's and the account's schemas both use: in the login's group, they made every shop
  // screen load it).
  {
    name: 'schemas',
    test: /node_modules[\\/]zod[\\/]|src[\\/](i18n[\\/]localeIds|domain[\\/]contact\.|session[\\/](useSession|handedToken)|lib[\\/]reloadView)|machines[\\/]notProvided|src[\\/]api[\\/](callEndpoint|contract[\\/](?!firstLoadCalls|apiRoots|account|company|portal|shop))/,
  },
  // The login's and the session's answers (with the account entities they share), apart from
  // the other account schemas: a logged-in visitor's session and the login page need only these,
  // 1.0 KiB instead of 2.1 KiB.
  {
    name: 'accountSession',
    test: modulesUnder(
      'src/api/contract/account/session.',
      'src/api/contract/account/entities.',
      'src/domain/account.',
    ),
  },
  // The answers' schemas by area of the API (account, company, portal, shop): a screen loads its
  // own area's, not all 8 KiB of them. The small call modules of the content screens travel with
  // their area's schemas (alone, each was a file of 0.3 KiB), and the shop's schemas come with the
  // shop screens' calls and small shared pieces (table, styles, quantity draft, double-press guard):
  // eight files of 0.2-0.5 KiB on the cart, four on the product and the orders. The after-sales
  // schemas stay out (above).
  {
    name: (id: string) =>
      afterSalesSchemas.test(id)
        ? null
        : (/src[\\/]api[\\/]contract[\\/](account|company|portal|shop)[\\/]/.exec(id)?.[1] ??
          apiCallAreas.get(/src[\\/]api[\\/](\w+)\.ts$/.exec(id)?.[1] ?? '') ??
          (shopKit.test(id) ? 'shop' : null)),
    debugName: 'api areas',
  },
  // The cart's loader with the buy-now basket and item mapping its screen shares with it (one
  // file instead of two). Last, so the shop's schemas it uses stay in their own group.
  {
    name: 'loadCheckout',
    test: modulesUnder(
      'src/features/cart/loadCheckout',
      'src/features/cart/checkoutItems',
      'src/features/cart/buyNowStore',
    ),
  },
  // The groups below come after zod's and the schemas': a group takes its modules' dependencies
  // along, and would take those too.
  // A list's pagination with the widget it is built on, and its "page gone" notices: three files.
  {
    name: 'pagination',
    test: modulesUnder(
      'src/components/pagination/',
      'node_modules/@zag-js/pagination/',
      'node_modules/@ark-ui/react/dist/components/pagination/',
    ),
  },
  // The sanitiser with what renders server markup, and the content blocks but the video player
  // (the video centre shows it without any markup to sanitise). A block page (product series,
  // solutions, platform) loaded them as six files.
  {
    name: 'sanitizer',
    test: modulesUnder(
      'src/components/SafeHtml.',
      'src/lib/sanitizeHtml.',
      'node_modules/dompurify/',
    ),
  },
  {
    name: 'videoPlayer',
    test: /src[\\/]components[\\/]blocks[\\/](VideoPlayer|videoSource)\.|virtual:app-config[\\/]videoPlayerOrigin/,
  },
  { name: 'blocks', test: modulesUnder('src/components/blocks/') },
  // The block pages' frame, loaders and screens (product series, data service, platform, airland):
  // each screen is a few lines around the frame, and the four made three files of 0.2-0.7 KiB on
  // every block page. The solution page's tabs stay apart.
  {
    name: 'blockPages',
    test: (id: string) => blockPages.test(id) && !/[\\/](solution[\\/]|SolutionScreen\.)/.test(id),
  },
];
