# The site and the owner's inbox in one container: `docker compose up -d` (compose.yaml) puts
# Caddy in front for HTTPS. Everything the server writes lives in the /data volume: the
# database (leads, photos, accounts, the owner's edits) and the published site releases.
# BASE is the official Node 24 image; machines without a registry build a local stand-in
# (.ci/container/build-local-base.sh) and pass --build-arg BASE=localhost/node:24-slim.
ARG BASE=node:24-slim

FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The public address the pages name (canonical links, sitemap, robots.txt, call counting).
# compose.yaml passes https://SITE_DOMAIN; empty builds for http://localhost:4321. Declared
# after `npm ci` so that a new address does not reinstall the dependencies.
ARG SITE_URL=
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .astro .site-builds data

FROM ${BASE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    LEADS_DB=/data/leads.sqlite \
    ASTRO_TELEMETRY_DISABLED=1 \
    # sharp re-encodes photos on its own threads; two malloc arenas keep the peak memory lower.
    MALLOC_ARENA_MAX=2
WORKDIR /app
# The owner's Publish rebuilds the site inside the running container (server/site/publish.ts),
# so the sources and the production dependencies stay, owned by the user that runs the build,
# and so does /app itself, where each build makes its folder (.site-builds). WORKDIR creates
# /app owned by root under Docker's classic builder (BuildKit and podman differ): chown it here.
COPY --from=build --chown=node:node /app /app
RUN chown node:node /app && mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4321
# The slim image has no curl: Node asks /healthz, which only reads (an idle site uploads nothing to
# the off-site copy). The first passing check makes the container
# healthy at once; failures in the first 5 minutes do not count, because a start onto an empty
# volume restores the off-site copy and builds the published site first (compose starts Caddy,
# and `up -d` returns, only when the app is healthy).
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 (the entrypoint execs it) and gets SIGTERM itself, finishing
# requests in flight before it exits. The entrypoint hands it the SFTP key compose provides.
ENTRYPOINT ["/bin/sh", "/app/deploy/container-entrypoint.sh"]
CMD ["node", "server/start.ts"]
