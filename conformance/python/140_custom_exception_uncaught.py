class ValidationError(Exception):
    """Raised when a record fails validation."""

    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


def validate(user):
    if not user.get("name"):
        raise ValidationError("name", "must not be empty")
    if "@" not in user.get("email", ""):
        raise ValidationError("email", f"invalid address {user.get('email')!r}")
    if not 0 < user.get("age", 0) < 150:
        raise ValidationError("age", "out of range")
    return True


users = [
    {"name": "ann", "email": "ann@example.com", "age": 31},
    {"name": "bob", "email": "bob@example.com", "age": 45},
    {"name": "cy", "email": "cy.example.com", "age": 22},
]
for u in users:
    validate(u)
    print(f"{u['name']} is valid")
