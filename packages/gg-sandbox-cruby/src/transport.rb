# GG::Surface's arm-specific primitives for CRuby (the Opal arm has its own
# src/gg/transport.rb; the contract is written there). Every call crosses
# the one door the boot script gives GG::Surface (`door`, over ruby.wasm's
# `js` extension, whose host half is gg's wire): "<operation>\n<JSON
# arguments>" in, "ok:<JSON result>" or "err:<JSON api-error>" out.

module GG
  module Surface
    # One operation of the agent surface, in wit/wire.wit's conventions.
    def self.transport(op, args)
      answer = door("#{op}\n#{JSON.generate(args)}")
      return JSON.parse(answer.delete_prefix("ok:")) if answer.start_with?("ok:")

      e = JSON.parse(answer.delete_prefix("err:"))
      raise Core::ApiError.new(e["message"], operation: e["operation"], code: e["code"].tr("-", "_").to_sym)
    end
  end
end
