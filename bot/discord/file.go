package discord

import (
	"bytes"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// File is a file a message carries, such as the picture its embed shows.
type File struct {
	Name        string
	ContentType string
	Data        []byte
}

// Ref is how an embed of the same message shows the file.
func Ref(name string) string { return "attachment://" + name }

func (m Message) files() []*discordgo.File {
	var out []*discordgo.File
	for _, f := range m.Files {
		// A reader per request: a message may be sent more than once.
		out = append(out, &discordgo.File{Name: f.Name, ContentType: f.ContentType, Reader: bytes.NewReader(f.Data)})
	}
	return out
}

// attachments is the "attachments" list of an edit. In API v10 the list
// names every file the message holds afterwards, the new ones by their
// index in files[n]: so when m brings its own files the list is exactly
// those (a new picture replaces the old one instead of showing beside
// it), when m drops them it is empty, and otherwise it is absent, which
// keeps the message's files without uploading them again.
func (m Message) attachments() *[]*discordgo.MessageAttachment {
	if len(m.Files) == 0 && !m.ClearFiles {
		return nil
	}
	list := []*discordgo.MessageAttachment{}
	for i, f := range m.Files {
		list = append(list, &discordgo.MessageAttachment{ID: strconv.Itoa(i), Filename: f.Name})
	}
	return &list
}

// EditAnswer replaces the message that answered the interaction (the
// clicked message, for an update) with m, once the answer has gone out:
// a picture drawn after the answer follows it this way. It returns the
// id of the message edited.
func (c *Context) EditAnswer(m Message) (id string, err error) {
	return c.Answer().Edit(c.Hooks(), m)
}
