from datetime import date, datetime, timedelta

start = date(2024, 1, 15)
end = date(2024, 3, 1)
print("days between:", (end - start).days)
print("leap day:", date(2024, 2, 28) + timedelta(days=1))
print("weekday:", start.strftime("%A"), start.weekday(), start.isoweekday())
print("iso:", start.isoformat(), start.isocalendar())

meeting = datetime(2024, 6, 30, 14, 30)
for delta in [timedelta(hours=10), timedelta(days=1, minutes=45), timedelta(weeks=2)]:
    print(f"{meeting:%Y-%m-%d %H:%M} + {delta} = {meeting + delta:%a %d %b %Y %H:%M}")

d = timedelta(days=2, hours=5, minutes=3, seconds=7)
print(d, d.total_seconds(), d.days, d.seconds)
print(timedelta(hours=-3))
print(datetime.strptime("2023-12-31 23:59:59", "%Y-%m-%d %H:%M:%S") + timedelta(seconds=1))
print(datetime(2024, 5, 17, 9, 5, 3).isoformat())
print(repr(date(2020, 2, 29)))
birthdays = [date(1990, 7, 4), date(1985, 12, 25), date(2000, 1, 1)]
print(sorted(birthdays))
print(max(birthdays).year - min(birthdays).year)
