import numpy as np

scores = np.array([[78, 92, 65], [88, 54, 91], [45, 67, 73], [99, 81, 86]])
names = np.array(["ana", "ben", "cid", "dee"])

passed = scores >= 60
print(passed)
print("all passed:", names[passed.all(axis=1)])
print("any failed:", names[~passed.all(axis=1)])
print("failing scores:", scores[~passed])
curved = scores.copy()
curved[curved < 60] += 10
print(curved)
print("best per subject:", names[scores.argmax(axis=0)])
print("totals:", scores.sum(axis=1), "ranking:", names[np.argsort(-scores.sum(axis=1))])
print(np.count_nonzero(scores > 80), np.nonzero(scores > 90))
print(np.unique(np.array([3, 1, 2, 3, 1, 3]), return_counts=True))
evens = np.arange(20)[np.arange(20) % 3 == 0]
print(evens, np.isin(evens, [3, 9, 100]))
data = np.array([1.0, np.nan, 3.0, np.nan, 5.0])
print(np.isnan(data).sum(), np.nanmean(data), np.nan_to_num(data))
print(np.where(scores > 90))
