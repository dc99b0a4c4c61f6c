import calendar

print(calendar.month(2024, 2))
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025))
print(calendar.monthrange(2024, 2), calendar.weekday(2024, 7, 4))
print(list(calendar.month_name)[1:4], list(calendar.day_abbr))
cal = calendar.Calendar(firstweekday=6)
weeks = cal.monthdayscalendar(2024, 3)
for week in weeks:
    print(" ".join(f"{d:2}" if d else "  " for d in week))
fridays_13 = [(y, m) for y in range(2023, 2026) for m in range(1, 13) if calendar.weekday(y, m, 13) == calendar.FRIDAY]
print(fridays_13)
print(calendar.TextCalendar(calendar.MONDAY).formatmonth(2025, 1))
