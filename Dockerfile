# Deckhand's image: a static binary on distroless (CA certificates and
# time zones, no shell), run as a user that is not root, its database on
# a volume. Build: docker build -t deckhand . (compose.yaml runs it).

FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# Static: no C library to find at run time (cmd/deckhand's image test
# runs this same command and checks the binary has no interpreter).
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/deckhand ./cmd/deckhand
RUN mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/deckhand /deckhand
# The volume's mount point belongs to the user the bot runs as, so that
# a new named volume is writable.
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
WORKDIR /data
ENV DECKHAND_DB=/data/deckhand.db \
    DECKHAND_METRICS_ADDR=:9090
VOLUME ["/data"]
EXPOSE 9090
# distroless has no curl: the binary asks its own /readyz.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["/deckhand", "-healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/deckhand"]
