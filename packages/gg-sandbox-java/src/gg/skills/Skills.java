package gg.skills;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.List;
import java.util.Optional;

/**
 * Skills: folders under the configured skills directory, each with a
 * {@code SKILL.md} (front matter {@code name} and {@code description}) and
 * optionally a code file.
 *
 * <p>Grant: {@code skills}.
 */
public final class Skills {
    private Skills() {
    }

    /**
     * A skill there is.
     *
     * @param name its name
     * @param description what it is for
     * @param codeFile the name of its code file, when it has one
     */
    public record Skill(String name, String description, Optional<String> codeFile) {
    }

    /**
     * A skill that was put to use.
     *
     * @param skill the skill
     * @param viewId the id of the view its text opened in
     * @param moduleKey the key its code module is bound under, when it has one
     */
    public record UsedSkill(Skill skill, int viewId, Optional<String> moduleKey) {
    }

    private static Skill skill(Node s) {
        return new Skill(s.get("name").string(), s.get("description").string(), s.optionalString("code-file"));
    }

    /**
     * Lists the skills there are.
     *
     * @return the skills
     * @throws ApiError with code {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop skills.list
     */
    public static List<Skill> list() throws ApiError {
        return Wire.invoke("skills.list", Json.object()).list(Skills::skill);
    }

    /**
     * Uses a skill: opens its text as a view and binds its code module, if it has one.
     *
     * @param name the skill's name
     * @return the skill, with its view's id and its module's key
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop skills.use
     */
    public static UsedSkill use(String name) throws ApiError {
        String op = "skills.use";
        Check.present(op, "name", name);
        Node u = Wire.invoke(op, Json.object("name", name));
        return new UsedSkill(skill(u.get("skill")), u.get("view-id").u32(), u.optionalString("module-key"));
    }
}
