package main

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// logDiscordgoTo sends discordgo's own log lines (it logs request and
// gateway errors itself, URLs included) to log, through the same
// redaction as the bot's, instead of to the standard logger.
func logDiscordgoTo(log *slog.Logger) {
	log = slog.New(discord.RedactHandler(log.Handler()))
	discordgo.Logger = func(msgL, _ int, format string, a ...any) {
		level := slog.LevelDebug
		switch msgL {
		case discordgo.LogError:
			level = slog.LevelError
		case discordgo.LogWarning:
			level = slog.LevelWarn
		case discordgo.LogInformational:
			level = slog.LevelInfo
		}
		log.Log(context.Background(), level, "discordgo: "+fmt.Sprintf(format, a...))
	}
}
