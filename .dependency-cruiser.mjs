/**
 * The floors of docs/architecture.md section 2, as `npm run check:imports` enforces them on every
 * import of src/, server/, scripts/, tests/ and the root config files, type-only imports
 * included. Bottom to top:
 *
 *   src/config                        the ground floor
 *   src/content, src/lib              one floor: each may import the other
 *   src/components  |  server/        side by side: neither imports the other
 *   src/pages, src/layouts, src/*.ts  Astro's pages, layouts and entry files
 *   scripts/, then tests/             build steps, CLIs and benchmarks; the tests
 *
 * Inside server/: server/db at the bottom, the areas above it (photos below leads), the inbox's
 * page mount below the areas that render pages, the inbox above the areas, and the assembly
 * (index.ts, app.ts, public-site.ts, start.ts, holding.ts) on top. dependency-cruiser cannot read
 * the imports of .astro files; `astro-only-on-top` keeps them on the top floor, where no import
 * can run up.
 */

/** Code of the project, as opposed to packages, Node's own modules and the files of public/. */
const project = '^(src|server|scripts|tests)/|^[^/]+\\.(ts|mjs)$';
const srcEntries = '^src/[^/]+$';
const areas = '^server/(db|leads|photos|site|schedule|alerts|insights|auth|backup)/';
/** The inbox's page mount: how any on-demand page is rendered, guarded and given its locals. */
const inboxMount = '^server/inbox/(astro|guard|locals|timing)\\.ts$';
const assembly = '^server/(index|app|public-site|start|holding)\\.ts$';

/**
 * Every rule an error: a violation fails `npm test`. Each line names the rule and the edge it
 * forbids; the comment under it says why (dependency-cruiser prints the name with the edge).
 */
const forbidden = [
  { name: 'no-circular', from: {}, to: { circular: true },
    comment: 'An import circle: two modules that each need the other are one module, or a floor is missing.' },
  { name: 'config-is-the-ground-floor', from: { path: '^src/config/' }, to: { path: project, pathNot: '^src/config/' },
    comment: 'src/config imports nothing of the project outside src/config.' },
  { name: 'content-and-logic-below-components', from: { path: '^src/(content|lib)/' }, to: { path: project, pathNot: '^src/(config|content|lib)/' },
    comment: 'src/content and src/lib import only src/config and each other: no component, page, layout, Astro entry, server, script or test.' },
  { name: 'components-below-pages', from: { path: '^src/components/' }, to: { path: project, pathNot: '^src/(config|content|lib|components)/' },
    comment: 'Components import config, content, logic and other components; the view types they render live in src/lib, not in server/.' },
  { name: 'src-imports-no-scripts-or-tests', from: { path: '^src/' }, to: { path: '^(scripts|tests)/' },
    comment: 'Pages, layouts and Astro entries may import the server (on-demand pages read its form helpers and locals), never a script or a test.' },
  { name: 'server-below-pages', from: { path: '^server/' }, to: { path: ['^src/(components|layouts|pages)/', srcEntries] },
    comment: 'The server renders pages through the built handler, never by importing a component, layout, page or Astro entry.' },
  { name: 'server-imports-no-scripts-or-tests', from: { path: '^server/' }, to: { path: '^(scripts|tests)/' },
    comment: 'Build steps and CLIs (scripts/) and tests stand on the server; what both need lives in server/ or src/.' },
  { name: 'scripts-import-no-tests', from: { path: '^scripts/', pathNot: '^scripts/bench[^/]*\\.ts$' }, to: { path: '^tests/' },
    comment: "What builds and runs the site imports no test; the benchmarks drive the server with the tests' photos." },
  { name: 'script-helpers-below-scripts', from: { path: '^scripts/lib/' }, to: { path: '^scripts/[^/]+$' },
    comment: 'scripts/lib holds what the build steps, CLIs and benchmarks share; it imports none of them.' },
  { name: 'db-is-the-servers-ground-floor', from: { path: '^server/db/' }, to: { path: '^server/', pathNot: '^server/db/' },
    comment: 'server/db (opening, migrations, group commit, outbox) imports no area and nothing above it in server/.' },
  { name: 'photos-below-leads', from: { path: '^server/photos/' }, to: { path: '^server/leads/' },
    comment: 'The photo store sits below the lead store: a lead holds photos, photos know nothing of leads.' },
  { name: 'areas-below-the-inbox', from: { path: areas }, to: { path: '^server/inbox/', pathNot: inboxMount },
    comment: 'The inbox works every area; an area imports from server/inbox only its page mount, which the Schedule and Site tabs and the booking pages render through.' },
  { name: 'inbox-mount-below-the-areas', from: { path: inboxMount }, to: { path: [areas, '^server/inbox/'], pathNot: inboxMount },
    comment: 'The page mount imports no area and no inbox route or data, so areas can render through it without a circle.' },
  { name: 'assembly-on-top', from: { path: '^server/[^/]+/' }, to: { path: assembly },
    comment: 'Only the entrypoint assembles the server: no area or inbox module imports it.' },
  { name: 'astro-only-on-top', from: { orphan: true, path: '\\.astro$', pathNot: '^src/(pages|layouts)/' }, to: {},
    comment: '.astro files are pages and layouts (a component is React, .tsx): dependency-cruiser cannot read their imports, and on the top floor none can run up.' },
];

/** Canaries: both imports are type-only; were type-only imports not read, every rule above would miss them. */
const required = [
  { name: 'sees-type-only-imports-in-src', module: { path: '^src/config/business-defaults\\.ts$' }, to: { path: '^src/config/business-schema\\.ts$' } },
  { name: 'sees-type-only-imports-in-server', module: { path: '^server/leads/notify\\.ts$' }, to: { path: '^server/photos/store\\.ts$' } },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: forbidden.map((rule) => ({ severity: 'error', ...rule })),
  required: required.map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-server|\\.builds|\\.astro|sample-work)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    extraExtensionsToScan: ['.astro'],
  },
};
