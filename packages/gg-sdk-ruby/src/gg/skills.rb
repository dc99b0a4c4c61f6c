# GG::Skills: the skills this agent may use.

module GG
  # Skills: documented know-how, each optionally with a code module that
  # `require "lib"` binds in later programs.
  #
  # Grant: `skills`.
  module Skills
    # A skill.
    class Skill < Core::Value
      # @!attribute [r] name
      #   @return [String]
      # @!attribute [r] description
      #   @return [String]
      # @!attribute [r] code_file
      #   @return [String, nil] its code file's name.
      fields :name, :description, :code_file
    end

    # A skill in use: its text is open as a view.
    class UsedSkill < Core::Value
      # @!attribute [r] skill
      #   @return [Skill]
      # @!attribute [r] view_id
      #   @return [Integer]
      # @!attribute [r] module_key
      #   @return [String, nil] the key its code is bound under: lib.<key> after require "lib".
      fields :skill, :view_id, :module_key
    end

    # @api private
    def self.skill(s)
      Skill.new("name" => s["name"], "description" => s["description"], "code_file" => s["code-file"])
    end

    # The skills there are.
    # @return [Array<Skill>]
    # @raise [GG::Core::ApiError] :io, :unavailable
    def self.list
      Surface.transport("skills.list", {}).map { |s| skill(s) }
    end

    # Uses a skill: opens its text as a view and binds its code module.
    # @param name [String]
    # @return [UsedSkill]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io, :unavailable
    def self.use(name)
      op = "skills.use"
      Surface.string(op, "name", name)
      u = Surface.transport(op, "name" => name)
      UsedSkill.new("skill" => skill(u["skill"]), "view_id" => u["view-id"], "module_key" => u["module-key"])
    end
  end
end
