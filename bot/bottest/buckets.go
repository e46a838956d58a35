package bottest

import (
	"reflect"

	"github.com/bwmarrin/discordgo"
)

// BucketKeys lists the routes s's rate limiter keeps a bucket for, which
// discordgo does not export: it never drops one, so what it keeps must
// not grow with the interactions answered.
func BucketKeys(s *discordgo.Session) []string {
	s.Ratelimiter.Lock()
	defer s.Ratelimiter.Unlock()
	var keys []string
	for _, k := range reflect.ValueOf(s.Ratelimiter).Elem().FieldByName("buckets").MapKeys() {
		keys = append(keys, k.String())
	}
	return keys
}
