# One image for every part of Wishlist; docker-compose.yml picks the process with `command`.
# Services run their TypeScript directly on Node 24 (type stripping): there is no compile step.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/openapi ./openapi
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
# `npm run migrate` (compose's one-shot migrate service): every service's migrations, once per release.
COPY --from=build /app/scripts/migrate.ts ./scripts/migrate.ts
COPY --from=build /app/scripts/lib/migrate.ts ./scripts/lib/migrate.ts
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/shell/dist-server ./shell/dist-server
COPY --from=build /app/mf-discover/dist ./mf-discover/dist
COPY --from=build /app/mf-account/dist ./mf-account/dist
COPY --from=build /app/mf-billing/dist ./mf-billing/dist
COPY --from=build /app/mf-moderation/dist ./mf-moderation/dist
COPY --from=build /app/shell/package.json ./shell/package.json
COPY --from=build /app/mf-discover/package.json ./mf-discover/package.json
COPY --from=build /app/mf-account/package.json ./mf-account/package.json
COPY --from=build /app/mf-billing/package.json ./mf-billing/package.json
COPY --from=build /app/mf-moderation/package.json ./mf-moderation/package.json
COPY --from=build /app/storybook/package.json ./storybook/package.json
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
USER node
EXPOSE 8080
CMD ["node", "services/edge/src/server.ts"]
