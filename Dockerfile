# One image for every part of Wishlist; docker-compose.yml picks the process with `command`.
# Services run their TypeScript directly on Node 24 (type stripping): there is no compile step.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# What the image runs, the remotes of remotes.json included, is gathered in /deploy (scripts/deploy-files.ts).
RUN npm ci && npm run build && node scripts/deploy-files.ts /deploy

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /deploy ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
USER node
EXPOSE 8080
CMD ["node", "services/edge/src/server.ts"]
