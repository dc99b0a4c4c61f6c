# gg's Ruby SDK: what `require "gg"` loads.
#
# Requiring it binds every module of the agent surface (GG::Files,
# GG::Views, GG::Shell, GG::Tasks, GG::Memories, GG::Context, GG::Skills,
# GG::Docs, GG::Session, GG::Tools), then GG::Scope seals each module
# function behind a forwarder that checks its arguments the way CRuby would.
# Nothing of this file runs unless a program (or a code module) requires it.
require "gg/core"
require "gg/surface"
require "gg/transport"
require "gg/scope"
require "gg/files"
require "gg/views"
require "gg/shell"
require "gg/tasks"
require "gg/memories"
require "gg/context"
require "gg/skills"
require "gg/docs"
require "gg/session"
require "gg/tools"

GG::Scope.seal(GG::Surface::REGISTRY)
