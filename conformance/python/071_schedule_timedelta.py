from datetime import datetime, timedelta

tasks = [
    ("Design review", timedelta(hours=1, minutes=30)),
    ("Lunch", timedelta(minutes=45)),
    ("Write tests", timedelta(hours=2, minutes=15)),
    ("Standup", timedelta(minutes=15)),
    ("Deploy", timedelta(hours=1)),
]

start = datetime(2024, 9, 2, 9, 0)
end_of_day = start.replace(hour=17, minute=0)
current = start
for name, duration in tasks:
    finish = current + duration
    flag = " (overtime)" if finish > end_of_day else ""
    print(f"{current:%H:%M}-{finish:%H:%M}  {name:<14} {str(duration):>8}{flag}")
    current = finish

total = sum((d for _, d in tasks), timedelta())
print("total:", total, "hours:", total.total_seconds() / 3600)
free = end_of_day - current
print("free time:", free, "minutes:", free // timedelta(minutes=1))
print(timedelta(days=1) / 3, timedelta(hours=5) % timedelta(hours=2), abs(timedelta(minutes=-90)))
deadline = datetime(2024, 12, 24, 18, 0)
remaining = deadline - start
print(f"{remaining.days} days and {remaining.seconds // 3600} hours until the deadline")
