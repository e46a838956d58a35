package discordtest

// fillCommandDefaults gives a registered command the fields Discord
// writes back for those a bot leaves out, so that a bot comparing what is
// registered with its own definitions meets them as it would on Discord.
func fillCommandDefaults(raw map[string]any) {
	defaults := map[string]any{
		"dm_permission":              true,
		"integration_types":          []any{0}, // installed to a guild
		"nsfw":                       false,
		"default_member_permissions": nil,
		"contexts":                   nil,
		"name_localizations":         nil,
		"description_localizations":  nil,
	}
	for k, v := range defaults {
		if _, ok := raw[k]; !ok {
			raw[k] = v
		}
	}
}
