import statistics as st

scores = [88, 92, 79, 93, 85, 79, 91, 70, 85, 79]

print(f"mean:     {st.mean(scores)}")
print(f"median:   {st.median(scores)}")
print(f"mode:     {st.mode(scores)}")
print(f"multimode: {st.multimode([1, 1, 2, 2, 3])}")
print(f"stdev:    {st.stdev(scores):.4f}")
print(f"pstdev:   {st.pstdev(scores):.4f}")
print(f"variance: {st.variance(scores):.4f}")
print(f"quantiles: {st.quantiles(scores, n=4)}")
print(f"fmean:    {st.fmean([1.5, 2.5, 3.5])}")
print(f"geomean:  {st.geometric_mean([1, 2, 4, 8]):.4f}")
print(f"harmonic: {st.harmonic_mean([40, 60]):.2f}")
print(f"median_low/high: {st.median_low([1, 3, 5, 7])} {st.median_high([1, 3, 5, 7])}")

x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(f"correlation: {st.correlation(x, y):.4f}")
slope, intercept = st.linear_regression(x, y)
print(f"regression: y = {slope:.2f}x + {intercept:.2f}")
