"""Check the URLs of a CDX index on Spark and write the verdicts as Parquet.

    PYSPARK_PYTHON=$VIRTUAL_ENV/bin/python \\
        python python/examples/spark_cdx.py index.cdx checked.parquet [spec]

A CDX line is space-separated fields: ``urlkey timestamp original mimetype
statuscode digest ...`` (the legend line that starts `` CDX`` is skipped).
Each capture's ``original`` URL is checked under ``spec`` (default
``rfc2396``) by ``urispec.spark.check`` on every executor; the output
has ``urlkey``, ``timestamp``, ``original`` and the record's columns
(``valid``, ``error``, RFC 3986 Appendix B's ``scheme`` ... ``fragment``,
``parts``). The same runs on a
cluster with ``spark-submit`` when urispec is installed on the executors.
"""

import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as sf

import urispec.spark


def main(spark, cdx, out, spec="rfc2396"):
    lines = spark.read.text(cdx).filter(~sf.col("value").startswith(" CDX"))
    fields = sf.split(sf.col("value"), " ")
    captures = lines.select(
        fields.getItem(0).alias("urlkey"),
        fields.getItem(1).alias("timestamp"),
        fields.getItem(2).alias("original"),
    )
    checked = urispec.spark.check(captures, "original", spec=spec)
    checked.write.mode("overwrite").parquet(out)
    return checked


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    session = SparkSession.builder.appName("urispec-cdx").getOrCreate()
    main(session, *sys.argv[1:])
    session.stop()
